/** Texts as nested objects: namespace -> keys -> strings. */
type Tree = { [key: string]: unknown };
const isTree = (value: unknown): value is Tree => typeof value === "object" && value !== null;

function has(tree: unknown, path: readonly string[]): boolean {
  let node = tree;
  for (const part of path) {
    if (!isTree(node) || !Object.prototype.hasOwnProperty.call(node, part)) return false;
    node = node[part];
  }
  return node !== undefined && node !== null;
}

/** The fallback's texts whose key `own` lacks: all a lookup can ever take from the fallback. */
export function missingTexts(own: Tree, fallback: Tree, path: string[] = []): Tree {
  const out: Tree = {};
  for (const [key, value] of Object.entries(fallback)) {
    const at = [...path, key];
    if (isTree(value)) {
      const inner = missingTexts(own, value, at);
      if (Object.keys(inner).length > 0) out[key] = inner;
    } else if (!has(own, at)) {
      out[key] = value;
    }
  }
  return out;
}

