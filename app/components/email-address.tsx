/**
 * An e-mail address as a value (facts, reviews): where a column is too narrow for it, it wraps after its
 * "@" (name on one line, domain on the next) rather than at an arbitrary letter.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf("@");
  if (at < 1) return <>{address}</>;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}
