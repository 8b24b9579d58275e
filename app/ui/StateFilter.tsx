import { Form } from "@remix-run/react";

/**
 * A back-office list's filter by state (a GET form, so it has an address and works without
 * JavaScript): the states in their order, "all" first.
 */
export function StateFilter({
  id,
  state,
  states,
  texts,
}: {
  id: string;
  state: string | null;
  states: readonly { value: string; label: string }[];
  texts: { filter: string; all: string; show: string };
}) {
  return (
    <Form method="get" className="staff-filter">
      <label htmlFor={id}>{texts.filter}</label>{" "}
      <select id={id} name="state" defaultValue={state ?? ""}>
        <option value="">{texts.all}</option>
        {states.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>{" "}
      <button type="submit" className="button button-secondary">
        {texts.show}
      </button>
    </Form>
  );
}
