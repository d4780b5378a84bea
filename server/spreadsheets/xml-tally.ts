/** The XML is no part of a workbook: a DOCTYPE or other declaration, or a NUL byte (UTF-16). */
export class XmlRefused extends Error {}

const S = { Text: 0, Open: 1, Name: 2, Attrs: 3, Quoted: 4, Close: 5, Bang: 6, Comment: 7, Cdata: 8, Pi: 9 } as const;
type State = (typeof S)[keyof typeof S];

const LT = 0x3c;
const GT = 0x3e;
const isNameEnd = (b: number) => b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d || b === 0x2f || b === GT;
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
const COMMENT_START = ascii('--');
const CDATA_START = ascii('[CDATA[');

/**
 * Counts, chunk by chunk, what an XML part of a workbook would make an XML parser build: elements by
 * local name (`c` a cell, `si` a shared string), and `characters`: the bytes of text, attribute values,
 * CDATA, comments and processing instructions, which become strings (bytes, so at least the characters).
 * Refuses a DOCTYPE (no part of an XLSX has one; entity declarations are how XML bombs grow) and NUL
 * bytes. Never holds more than a tag name of the input.
 */
export class XmlTally {
  characters = 0;
  readonly elements = new Map<string, number>();
  private state: State = S.Text;
  private name: number[] = [];
  private quote = 0;
  private bang: number[] = [];
  /** The last two bytes, for the ends of comments, CDATA and processing instructions. */
  private prev1 = 0;
  private prev2 = 0;

  constructor(private readonly counted: readonly string[]) {
    for (const name of counted) this.elements.set(name, 0);
  }

  count(name: string): number {
    return this.elements.get(name) ?? 0;
  }

  private element() {
    const name = String.fromCharCode(...this.name);
    const local = name.slice(name.lastIndexOf(':') + 1);
    if (this.elements.has(local)) this.elements.set(local, this.elements.get(local)! + 1);
  }

  feed(chunk: Uint8Array) {
    if (chunk.includes(0)) throw new XmlRefused('NUL byte');
    for (let i = 0; i < chunk.length; i++) {
      const b = chunk[i]!;
      switch (this.state) {
        case S.Text: {
          // Text runs are most of a part: jump to the next tag.
          const lt = chunk.indexOf(LT, i);
          const stop = lt < 0 ? chunk.length : lt;
          this.characters += stop - i;
          i = stop;
          if (lt >= 0) this.state = S.Open;
          break;
        }
        case S.Open:
          if (b === 0x2f) this.state = S.Close;
          else if (b === 0x21) [this.state, this.bang] = [S.Bang, []];
          else if (b === 0x3f) [this.state, this.prev1, this.prev2] = [S.Pi, 0, 0];
          else [this.state, this.name] = [S.Name, [b]];
          break;
        case S.Name:
          if (isNameEnd(b)) {
            this.element();
            this.state = b === GT ? S.Text : S.Attrs;
          } else if (this.name.length < 32) this.name.push(b);
          break;
        case S.Attrs:
          if (b === 0x22 || b === 0x27) [this.state, this.quote] = [S.Quoted, b];
          else if (b === GT) this.state = S.Text;
          break;
        case S.Quoted: {
          const close = chunk.indexOf(this.quote, i);
          const stop = close < 0 ? chunk.length : close;
          this.characters += stop - i;
          i = stop;
          if (close >= 0) this.state = S.Attrs;
          break;
        }
        case S.Close:
          if (b === GT) this.state = S.Text;
          break;
        case S.Bang: {
          this.bang.push(b);
          const n = this.bang.length;
          const is = (start: number[]) => n <= start.length && this.bang.every((x, i) => x === start[i]);
          if (n === COMMENT_START.length && is(COMMENT_START)) [this.state, this.prev1, this.prev2] = [S.Comment, 0, 0];
          else if (n === CDATA_START.length && is(CDATA_START)) [this.state, this.prev1, this.prev2] = [S.Cdata, 0, 0];
          else if (!is(COMMENT_START) && !is(CDATA_START)) throw new XmlRefused('declaration');
          break;
        }
        case S.Comment:
        case S.Cdata:
        case S.Pi: {
          const closer = this.state === S.Comment ? 0x2d : this.state === S.Cdata ? 0x5d : 0x3f;
          const ends = b === GT && this.prev1 === closer && (this.state === S.Pi || this.prev2 === closer);
          if (ends) this.state = S.Text;
          else this.characters++;
          [this.prev2, this.prev1] = [this.prev1, b];
          break;
        }
      }
    }
  }
}
