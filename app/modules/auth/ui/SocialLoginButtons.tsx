import { Form } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";

/**
 * One small POST form per provider. reloadDocument: the answer is a redirect to another
 * origin, which only a full-page submission can follow (and it works without JavaScript).
 */
export function SocialLoginButtons({ providers, redirectTo }: { providers: { id: string; label: string }[]; redirectTo?: string }) {
  const { t } = useTranslation();
  if (providers.length === 0) return null;
  return (
    <ul className="social-login" aria-label={t("social:buttons.groupLabel")}>
      {providers.map((provider) => (
        <li key={provider.id}>
          <Form method="post" action={`/auth/${encodeURIComponent(provider.id)}`} reloadDocument>
            {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
            <button type="submit" className="button button-secondary" data-provider={provider.id}>
              {t("social:buttons.continueWith", { label: provider.label })}
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
}
