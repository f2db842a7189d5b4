// Which songs are open in the editor, kept by position: moving or removing a song moves its open state with it.

export function swapIndexes(open: ReadonlySet<number>, a: number, b: number): Set<number> {
  const next = new Set(open);
  const hasA = open.has(a);
  const hasB = open.has(b);
  next.delete(a);
  next.delete(b);
  if (hasA) next.add(b);
  if (hasB) next.add(a);
  return next;
}

export function removeIndex(open: ReadonlySet<number>, removed: number): Set<number> {
  const next = new Set<number>();
  for (const index of open) {
    if (index < removed) next.add(index);
    else if (index > removed) next.add(index - 1);
  }
  return next;
}
