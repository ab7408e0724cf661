/// The fields of a template object: names and values, read by name.
///
/// A page's context is a few small objects (a page has some fifteen fields) that a template reads
/// hundreds of times, at every level of the context stack. A dictionary would hash the name with
/// SipHash at each level; here each field keeps a short hash of its name, made once, and the
/// renderer knows the hash of every name in a template when it compiles it, so a look-up compares
/// integers and then one name. An object with many fields (a front matter with dozens of keys)
/// also keeps a dictionary of positions, so no object is ever searched field by field at length.
///
/// Two objects are equal when they have the same fields, in whatever order they were set.
public struct TemplateObject: Sendable, Hashable, ExpressibleByDictionaryLiteral, Sequence {
    private struct Field: Sendable {
        var name: String
        var hash: UInt64
        var value: TemplateValue
    }

    private var fields: [Field] = []
    /// Name → position in `fields`, kept once there are `indexedFrom` fields.
    private var positions: [String: Int]?
    private static let indexedFrom = 24

    public init() {}

    public init(_ fields: [String: TemplateValue]) {
        self.fields.reserveCapacity(fields.count)
        // Sorted, so that two runs store (and iterate) the fields alike.
        for name in fields.keys.sorted() { self[name] = fields[name] }
    }

    /// A literal's later field wins over an earlier one of the same name.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        fields.reserveCapacity(elements.count)
        for (name, value) in elements { self[name] = value }
    }

    public var count: Int { fields.count }
    public var isEmpty: Bool { fields.isEmpty }

    /// The fields in the order they were first set.
    public func makeIterator() -> some IteratorProtocol<(name: String, value: TemplateValue)> {
        fields.lazy.map { (name: $0.name, value: $0.value) }.makeIterator()
    }

    public subscript(name: String) -> TemplateValue? {
        get { value(named: name, hash: Self.hash(of: name)) }
        set {
            let hash = Self.hash(of: name)
            if let position = position(of: name, hash: hash) {
                if let newValue {
                    fields[position].value = newValue
                } else {
                    fields.remove(at: position)
                    positions = nil
                    indexIfLarge()
                }
            } else if let newValue {
                fields.append(Field(name: name, hash: hash, value: newValue))
                if positions != nil {
                    positions?[name] = fields.count - 1
                } else {
                    indexIfLarge()
                }
            }
        }
    }

    /// The value of the field `name`, whose `hash(of:)` is `hash`.
    func value(named name: String, hash: UInt64) -> TemplateValue? {
        position(of: name, hash: hash).map { fields[$0].value }
    }

    private func position(of name: String, hash: UInt64) -> Int? {
        if let positions { return positions[name] }
        return fields.withUnsafeBufferPointer { fields in
            for position in fields.indices where fields[position].hash == hash && fields[position].name == name {
                return position
            }
            return nil
        }
    }

    private mutating func indexIfLarge() {
        guard fields.count >= Self.indexedFrom else { return }
        positions = Dictionary(fields.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// A name's hash: FNV-1a over its UTF-8 bytes, a few instructions a byte. Not for hash
    /// tables an author's input could flood: a look-up that finds two names with one hash
    /// compares the names themselves.
    static func hash(of name: String) -> UInt64 {
        var name = name
        return name.withUTF8 { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
            return hash
        }
    }

    public static func == (lhs: TemplateObject, rhs: TemplateObject) -> Bool {
        guard lhs.fields.count == rhs.fields.count else { return false }
        for field in lhs.fields where rhs.value(named: field.name, hash: field.hash) != field.value { return false }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        // The order of the fields must not matter: their names' hashes are summed.
        hasher.combine(fields.count)
        hasher.combine(fields.reduce(0 as UInt64) { $0 &+ $1.hash })
    }
}
