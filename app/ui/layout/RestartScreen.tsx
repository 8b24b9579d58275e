import { useTranslation } from "~/ui/i18n";

async function clearCachesAndReload() {
  try {
    if ("caches" in window) {
      const keys = await caches.keys();
      await Promise.all(keys.map((key) => caches.delete(key)));
    }
    if ("serviceWorker" in navigator) {
      const registrations = await navigator.serviceWorker.getRegistrations();
      await Promise.all(registrations.map((r) => r.unregister()));
    }
  } finally {
    window.location.reload();
  }
}

/**
 * After a crash (storefront-spec.md §2 Screens and routes), tell the shopper the site was updated
 * and offer a restart that clears caches. Without JavaScript the button is a plain link that
 * reloads the page.
 */
export function RestartScreen() {
  const { t } = useTranslation();
  return (
    <main id="main" className="site-main">
      <section className="notice-page" aria-labelledby="restart-title" role="alert">
        <h1 id="restart-title">{t("errors.updatedTitle")}</h1>
        <p>{t("errors.updatedBody")}</p>
        {/* eslint-disable-next-line jsx-a11y/anchor-is-valid -- without JavaScript the empty href reloads this page (storefront-spec.md §2); with it the click also clears caches */}
        <a
          className="button"
          href=""
          onClick={(event) => {
            event.preventDefault();
            void clearCachesAndReload();
          }}
        >
          {t("errors.restart")}
        </a>
      </section>
    </main>
  );
}
