import { useNavigation } from "@remix-run/react";
import type { ButtonHTMLAttributes } from "react";

/** A submit button that shows the pending state while its form is being sent (when JS runs). */
export function SubmitButton({ children, className = "button", name, value, ...rest }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" &&
    (name === undefined || navigation.formData?.get(String(name)) === String(value));
  return (
    <button type="submit" className={className} name={name} value={value} aria-disabled={pending || undefined} {...rest}>
      {children}
      {pending ? <span className="spinner" aria-hidden="true" /> : null}
    </button>
  );
}
