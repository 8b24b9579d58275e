// html-validate's configuration for the shop's server-rendered pages
// (tests/e2e/html-conformance.spec.ts validates every main page with it).
//
// "recommended" is the strictest preset (the HTML standard, the accessibility rules and good
// practice); "document" adds the checks that only make sense on a whole page (doctype, heading
// levels, ids that aria-* attributes point to, inputs without a label).
//
// The allow-list below is kept short on purpose: four entries are how React serialises valid
// HTML in a spelling the preset does not prefer, three narrow a rule's option to what the HTML
// and ARIA specifications allow. None of them hides markup a browser or a screen reader gets
// wrong. (React's data scripts after </html> need no entry: html-validate checks them as well.)
export default {
  root: true,
  extends: ["html-validate:recommended", "html-validate:document"],
  rules: {
    // React writes some attribute names in camel case (charSet, autoComplete, maxLength,
    // enterKeyHint...). HTML attribute names are case-insensitive, so this is only style.
    "attr-case": "off",
    // React closes void elements itself (<meta/>, <link/>, <input/>); the slash is allowed by
    // HTML and ignored by browsers.
    "void-style": "off",
    // React writes boolean attributes as name="" (async="", checked="", required=""), one of the
    // two spellings HTML allows.
    "attribute-boolean-style": "off",
    // useId() gives ids such as ":R4r5:". HTML allows any id without spaces; the strict setting
    // would also demand a leading letter and no colons, which React does not produce.
    "valid-id": ["error", { relaxed: true }],
    // Our scripts and stylesheets are same-origin files with content hashes in their names; the
    // "document" preset would demand SRI on those too. Third-party resources still need it.
    "require-sri": ["error", { target: "crossorigin" }],
    // The listing filters are checkbox groups (brand, country, type) that send one name several
    // times (?brand=a&brand=b), as HTML forms do; the preset wants PHP-style "brand[]" names,
    // which would change every filter's address. Checkboxes may share a name, as radios do.
    "form-dup-name": ["error", { shared: ["radio", "checkbox", "button", "reset", "submit"] }],
    // aria-label stays an error wherever ARIA forbids a name (a plain <span> or <div>); the preset
    // also discourages it where ARIA allows one, e.g. on a list (the cart's lines, the social
    // sign-in buttons), which screen readers announce when entering the list.
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
  },
};
