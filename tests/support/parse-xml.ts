import { JSDOM } from 'jsdom';

const { DOMParser } = new JSDOM('').window;

/** A strict XML parse (jsdom's): throws on anything not well-formed, as a feed reader would refuse it. */
export function parseXml(text: string): Document {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`Not well-formed XML: ${error.textContent ?? ''}`);
  return doc;
}

/** The children of `parent` with this local name, in the document element's namespace. */
export const childrenNamed = (parent: Element, name: string): Element[] =>
  [...parent.children].filter((el) => el.localName === name && el.namespaceURI === parent.namespaceURI);

/** The text of the one child with this local name; throws when there is not exactly one. */
export function childText(parent: Element, name: string): string {
  const found = childrenNamed(parent, name);
  if (found.length !== 1) throw new Error(`<${parent.localName}> has ${found.length} <${name}>, not one`);
  return found[0]!.textContent ?? '';
}
