/// Decimal digits written straight into a buffer: coordinates with one decimal and integers.
/// One capacity check per number, no `String` in between.
enum CoordinateDigits {
    /// The most bytes `write(_:to:)` needs: a sign, 14 digits, a point and a decimal.
    static let room = 20

    /// Writes a coordinate at `target` and returns its length. Digits go straight into the
    /// buffer: one capacity check per number instead of one per byte.
    @inline(__always)
    static func write(_ value: Double, to target: UnsafeMutablePointer<UInt8>) -> Int {
        let scaled = value * 10
        guard scaled.isFinite, abs(scaled) < 1e15 else {
            target[0] = UInt8(ascii: "0")
            return 1
        }
        // Half away from zero by truncation, cheaper than `rounded()`.
        let units = Int(scaled + (scaled < 0 ? -0.5 : 0.5))
        var length = 0
        if units < 0 {
            target[0] = UInt8(ascii: "-")
            length = 1
        }
        let magnitude = units.magnitude
        let whole = magnitude / 10
        let fraction = magnitude - whole * 10
        length += writeDigits(whole, to: target + length)
        if fraction != 0 {
            target[length] = UInt8(ascii: ".")
            target[length + 1] = UInt8(truncatingIfNeeded: 48 + fraction)
            length += 2
        }
        return length
    }

    /// Writes the decimal digits of `value` at `target` (at most 20) and returns how many.
    @inline(__always)
    static func writeDigits(_ value: UInt, to target: UnsafeMutablePointer<UInt8>) -> Int {
        // Coordinates are mostly below 10 000: those take a table look-up per two digits.
        if value < 10 {
            target[0] = UInt8(truncatingIfNeeded: 48 + value)
            return 1
        }
        if value < 100 {
            writePair(value, to: target)
            return 2
        }
        if value < 10_000 {
            let high = value / 100
            let low = value - high * 100
            if high < 10 {
                target[0] = UInt8(truncatingIfNeeded: 48 + high)
                writePair(low, to: target + 1)
                return 3
            }
            writePair(high, to: target)
            writePair(low, to: target + 2)
            return 4
        }
        var length = 1
        var rest = value / 10
        while rest > 0 {
            length += 1
            rest /= 10
        }
        rest = value
        var index = length
        repeat {
            index -= 1
            let next = rest / 10
            target[index] = UInt8(truncatingIfNeeded: 48 + rest - next * 10)
            rest = next
        } while rest > 0
        return length
    }

    /// The two digits of `value` (below 100).
    @inline(__always)
    private static func writePair(_ value: UInt, to target: UnsafeMutablePointer<UInt8>) {
        let pairs = digitPairs.utf8Start
        let index = Int(truncatingIfNeeded: value) * 2
        target[0] = pairs[index]
        target[1] = pairs[index + 1]
    }

    private static let digitPairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """
}
