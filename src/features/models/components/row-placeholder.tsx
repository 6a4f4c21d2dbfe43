/** An invisible stand-in of one model button: holds the row's height while its buttons are not known yet. */
export function RowPlaceholder({ className }: { className: string }) {
  return (
    <span aria-hidden="true" className={`invisible border-transparent ${className}`}>
      &nbsp;
    </span>
  );
}
