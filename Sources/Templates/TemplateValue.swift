/// The data a template renders: JSON-like values.
public enum TemplateValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([TemplateValue])
    case object(TemplateObject)
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral,
    ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(arrayLiteral elements: TemplateValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        var object = TemplateObject()
        for (name, value) in elements { object[name] = value }
        self = .object(object)
    }
    public init(nilLiteral: ()) { self = .null }
}
