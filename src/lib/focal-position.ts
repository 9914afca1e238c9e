/** An image's focal point (0-1 from the left and top; null: the centre) as CSS `object-position`: where a cropped rendering keeps the picture's subject. */
export function focalPosition(item: { focalX: number | null; focalY: number | null }): string {
  const percent = (v: number | null) => `${Math.round((v ?? 0.5) * 100)}%`
  return `${percent(item.focalX)} ${percent(item.focalY)}`
}
