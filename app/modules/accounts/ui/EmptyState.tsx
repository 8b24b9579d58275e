import { Link } from "@remix-run/react";

/** An account page whose content does not exist yet for this shopper: say so, offer a way on. */
export function EmptyState({ title, message, actionLabel, actionTo }: { title: string; message: string; actionLabel: string; actionTo: string }) {
  return (
    <section className="account-panel" aria-labelledby="empty-title">
      <h1 id="empty-title">{title}</h1>
      <div className="empty-state">
        <p>{message}</p>
        <Link className="button" to={actionTo}>
          {actionLabel}
        </Link>
      </div>
    </section>
  );
}
