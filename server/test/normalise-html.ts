import { parseDocument } from 'htmlparser2'

/** HTML as ADR 36 2.2 compared it: parsed (entities decoded), whitespace collapsed, no space between blocks. */
export function normalise(html: string): string {
  const out: string[] = []
  const walk = (nodes: ReturnType<typeof parseDocument>['children']) => {
    for (const node of nodes) {
      if (node.type === 'text') out.push((node as { data: string }).data.replace(/\s+/g, ' '))
      else if (node.type === 'tag') {
        const el = node as unknown as { name: string; attribs: Record<string, string>; children: typeof nodes }
        const attrs = Object.entries(el.attribs)
          .sort()
          .map(([k, v]) => ` ${k}="${v}"`)
          .join('')
        out.push(`<${el.name}${attrs}>`)
        walk(el.children)
        out.push(`</${el.name}>`)
      }
    }
  }
  walk(parseDocument(html).children)
  return out
    .join('')
    .replace(/\s*(<\/?(?:p|h[1-6]|ul|ol|li|table|caption|thead|tbody|tr|th|td)>)\s*/g, '$1')
    .trim()
}
