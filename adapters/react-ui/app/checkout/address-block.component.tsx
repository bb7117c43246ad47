/** An address as a postal block, in the country's own format (lines made on the server by core's rules). */
export function AddressBlock({ lines }: { lines: readonly string[] }) {
  return (
    <address>
      {lines.map((line, index) => (
        <span key={index}>
          {index > 0 && <br />}
          {line}
        </span>
      ))}
    </address>
  );
}

