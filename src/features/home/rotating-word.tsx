import { useEffect, useState } from 'react'

const TYPE_MS = 110
const HOLD_MS = 1800

/**
 * Types each word, holds it, deletes it, then moves to the next, looping.
 * The server renders the first word in full; visitors who prefer reduced motion keep it still.
 * Screen readers get the full sentence once from the caller, so this element is hidden from them.
 */
export function RotatingWord({ words }: { words: readonly string[] }) {
  const [index, setIndex] = useState(0)
  const [length, setLength] = useState(words[0].length)
  const [deleting, setDeleting] = useState(false)
  const [animate, setAnimate] = useState(false)

  useEffect(() => {
    setAnimate(!window.matchMedia('(prefers-reduced-motion: reduce)').matches)
  }, [])

  useEffect(() => {
    if (!animate) return
    const word = words[index]
    let delay = deleting ? TYPE_MS / 2 : TYPE_MS
    if (!deleting && length === word.length) delay = HOLD_MS
    const timer = window.setTimeout(() => {
      if (!deleting && length === word.length) setDeleting(true)
      else if (deleting && length === 0) {
        setDeleting(false)
        setIndex((i) => (i + 1) % words.length)
      } else setLength((l) => l + (deleting ? -1 : 1))
    }, delay)
    return () => window.clearTimeout(timer)
  }, [animate, deleting, index, length, words])

  return (
    <span aria-hidden="true" data-testid="rotating-word" data-word={words[index]} className="text-brass-300">
      {words[index].slice(0, length)}
      <span className="ms-0.5 inline-block w-[0.08em] animate-pulse bg-brass-300 motion-reduce:animate-none">&nbsp;</span>
    </span>
  )
}
