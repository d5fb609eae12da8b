/** The hero's slide after a step forward or back, wrapping around. */
export function stepSlide(index: number, count: number, step: 1 | -1): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
