import { useTranslation } from "~/ui/i18n";

/**
 * The footer's sign-up: a plain form posting to /newsletter (a full page post, JavaScript or
 * not), which answers with a redirect back here and a toast, or its own page with the message.
 * Plain HTML on purpose: the footer renders on every page, outside any route's data.
 */
export function FooterNewsletterForm({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation();
  return (
    <form method="post" action="/newsletter" className="newsletter-form newsletter-form-footer" data-testid="newsletter-form-footer">
      <input type="hidden" name="source" value="footer" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <div className="hp-field" aria-hidden="true">
        <label htmlFor="footer-newsletter-website">{t("auth:honeypot")}</label>
        <input id="footer-newsletter-website" type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="field">
        <label htmlFor="footer-newsletter-email">{t("contact:newsletter.emailLabel")}</label>
        <input id="footer-newsletter-email" type="email" name="email" autoComplete="email" maxLength={254} required />
      </div>
      <p>
        <button type="submit" className="button" data-testid="footer-newsletter-submit">
          {t("contact:newsletter.submit")}
        </button>
      </p>
    </form>
  );
}
