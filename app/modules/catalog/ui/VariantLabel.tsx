import type { VariantOptionLabel } from "../variant-labels";

/**
 * The variant bought, named by its options ("Багтаамж: 1 литр · Өнгө: Хар хөх") for the cart,
 * the checkout summary and the order pages. Nothing for a product without options.
 */
export function VariantLabel({ options, className }: { options: readonly VariantOptionLabel[]; className?: string }) {
  if (options.length === 0) return null;
  return (
    <span className={["variant-options", className].filter(Boolean).join(" ")} data-testid="variant-options">
      {options.map((option, index) => (
        <span key={option.key} className="variant-option">
          {index > 0 ? <span aria-hidden="true"> · </span> : null}
          {option.name}: <strong>{option.value}</strong>
        </span>
      ))}
    </span>
  );
}
