// Doubles as IEEE-754 bit patterns in hex, as the Swift↔JS differential tests hand them across the process boundary:
// −0, subnormals, NaN and every last bit unchanged.

const bits = new BigUint64Array(1);
const float = new Float64Array(bits.buffer);

/** The double whose bit pattern is `hex` (16 hex digits). */
export function fromHex(hex) {
  bits[0] = BigInt(`0x${hex}`);
  return float[0];
}

/** `value`'s bit pattern as 16 hex digits. */
export function toHex(value) {
  float[0] = value;
  return bits[0].toString(16).padStart(16, '0');
}
