import { useState, type KeyboardEvent, type MouseEvent } from 'react'
import type { MediaLibraryItem } from '../page-data'
import { focalPosition } from './media-api'

const STEP = 0.05
const clamp = (v: number) => Math.min(1, Math.max(0, Math.round(v * 100) / 100))

/**
 * The image's focal point: the spot a cropped rendering keeps in view (`object-position`). Click the picture, or
 * focus it and move the point with the arrow keys (Home puts it back in the centre); each change is saved.
 */
export function FocalPicker({
  item,
  onChange,
  disabled,
}: {
  item: MediaLibraryItem
  onChange: (focalX: number, focalY: number) => void
  disabled?: boolean
}) {
  const [point, setPoint] = useState({ x: item.focalX ?? 0.5, y: item.focalY ?? 0.5 })
  const set = (x: number, y: number) => {
    const next = { x: clamp(x), y: clamp(y) }
    if (next.x === point.x && next.y === point.y) return
    setPoint(next)
    onChange(next.x, next.y)
  }
  const click = (e: MouseEvent<HTMLDivElement>) => {
    if (disabled) return
    const box = e.currentTarget.getBoundingClientRect()
    set((e.clientX - box.left) / box.width, (e.clientY - box.top) / box.height)
  }
  const key = (e: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-STEP, 0],
      ArrowRight: [STEP, 0],
      ArrowUp: [0, -STEP],
      ArrowDown: [0, STEP],
    }
    if (e.key === 'Home') set(0.5, 0.5)
    else if (moves[e.key]) set(point.x + moves[e.key][0], point.y + moves[e.key][1])
    else return
    e.preventDefault()
  }
  const where = `${Math.round(point.x * 100)}% from the left, ${Math.round(point.y * 100)}% from the top`
  const helpId = `focal-${item.id}-help`
  return (
    <div className="flex flex-col gap-1">
      {/* The point is set on the picture itself; keyboard users move it with the arrow keys (described below). */}
      <div
        role="application"
        tabIndex={disabled ? -1 : 0}
        aria-label={`Focal point of ${item.originalName}: ${where}`}
        aria-describedby={helpId}
        onClick={click}
        onKeyDown={key}
        className="relative cursor-crosshair overflow-hidden rounded-md bg-navy-100 outline-offset-2 focus-visible:outline-2 focus-visible:outline-navy-900"
        dir="ltr"
      >
        <img src={item.url} alt="" width={item.width || undefined} height={item.height || undefined} className="block h-auto w-full" />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-brass-500/70 shadow"
          style={{ insetInlineStart: `${point.x * 100}%`, top: `${point.y * 100}%` }}
        />
      </div>
      <p id={helpId} className="text-xs text-navy-600">
        Focal point: {where}. Click the picture, or use the arrow keys, to choose what stays in view when it is cropped; Home centres it.
      </p>
      <div className="flex gap-2" aria-hidden="true">
        <img
          src={item.url}
          alt=""
          className="size-12 rounded object-cover"
          style={{ objectPosition: focalPosition({ focalX: point.x, focalY: point.y }) }}
        />
        <img
          src={item.url}
          alt=""
          className="h-12 w-24 rounded object-cover"
          style={{ objectPosition: focalPosition({ focalX: point.x, focalY: point.y }) }}
        />
      </div>
    </div>
  )
}
