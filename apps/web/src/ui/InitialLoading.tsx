/** Shown while the first page's code loads, before theme and translations exist; plain CSS, no MUI. */
export function InitialLoading() {
  return (
    <div
      role="progressbar"
      aria-label="読み込み中 / Loading"
      style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}
    >
      <style>{'@keyframes otodoke-spin{to{transform:rotate(360deg)}}'}</style>
      <span
        style={{
          width: 36,
          height: 36,
          borderRadius: '50%',
          border: '4px solid rgba(74, 47, 189, 0.2)',
          borderTopColor: '#4A2FBD',
          animation: 'otodoke-spin 0.9s linear infinite',
        }}
      />
    </div>
  );
}
