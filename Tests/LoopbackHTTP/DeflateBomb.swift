import Foundation

/// A gzip body that inflates to `inflated` zero bytes from a few bytes per kilobyte: one literal zero,
/// then copies of 258 bytes at distance 1, in one fixed-Huffman deflate block (RFC 1951, 1952): a
/// compression bomb for a ``LoopbackResponse`` with `Content-Encoding: gzip`.
public enum DeflateBomb {
    /// The gzip body.
    public static func gzip(inflating inflated: Int) -> Data {
        var bits = BitWriter()
        bits.write(1, count: 1)  // the last block
        bits.write(1, count: 2)  // fixed Huffman codes
        bits.writeCode(0b0011_0000, length: 8)  // literal 0
        for _ in 0..<((inflated - 1) / 258) {
            bits.writeCode(0b1100_0101, length: 8)  // length 258 (code 285)
            bits.writeCode(0, length: 5)  // distance 1 (code 0)
        }
        bits.writeCode(0, length: 7)  // end of block (code 256)
        let header: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF]
        // The trailer's checksum is left zero: the reader stops long before it.
        let trailer =
            [UInt8](repeating: 0, count: 4)
            + withUnsafeBytes(of: UInt32(truncatingIfNeeded: inflated).littleEndian, Array.init)
        return Data(header + bits.bytes + trailer)
    }

    /// Bits packed from the least significant end of each byte, as deflate does.
    private struct BitWriter {
        var bytes: [UInt8] = []
        private var used = 8

        /// Writes `count` bits of `value`, least significant first (header fields, extra bits).
        mutating func write(_ value: UInt32, count: Int) {
            for index in 0..<count { append(bit: (value >> UInt32(index)) & 1) }
        }

        /// Writes a Huffman code, most significant bit first.
        mutating func writeCode(_ code: UInt32, length: Int) {
            for index in stride(from: length - 1, through: 0, by: -1) {
                append(bit: (code >> UInt32(index)) & 1)
            }
        }

        private mutating func append(bit: UInt32) {
            if used == 8 {
                bytes.append(0)
                used = 0
            }
            bytes[bytes.count - 1] |= UInt8(bit) << UInt8(used)
            used += 1
        }
    }
}
