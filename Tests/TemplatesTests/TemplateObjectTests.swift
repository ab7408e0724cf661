import Testing

@testable import Templates

/// The fields of a template object, read by name in lists small and large.
struct TemplateObjectTests {
    @Test func aFieldIsReadSetReplacedAndRemovedByName() {
        var object: TemplateObject = ["title": "Steps", "url": "/steps/"]
        #expect(object["title"] == "Steps")
        #expect(object["missing"] == nil)
        object["title"] = "Stairs"
        object["draft"] = false
        #expect(object["title"] == "Stairs")
        #expect(object.count == 3)
        object["url"] = nil
        #expect(object["url"] == nil)
        #expect(object.map(\.name) == ["title", "draft"])
    }

    @Test func aLiteralsLaterFieldWins() {
        let object: TemplateObject = ["a": 1, "b": 2, "a": 3]
        #expect(object["a"] == 3)
        #expect(object.count == 2)
    }

    @Test func objectsWithTheSameFieldsAreEqualInAnyOrder() {
        let one: TemplateObject = ["a": 1, "b": "two", "c": [true, false]]
        let other: TemplateObject = ["c": [true, false], "a": 1, "b": "two"]
        #expect(one == other)
        #expect(one.hashValue == other.hashValue)
        #expect(one != ["a": 1, "b": "two"])
        #expect(one != ["a": 1, "b": "three", "c": [true, false]])
        #expect(one != ["a": 1, "b": "two", "d": [true, false]])
    }

    /// Past 24 fields a dictionary of positions is kept: every path through it reads alike.
    @Test func aLargeObjectIsReadAsASmallOneIs() {
        var object = TemplateObject()
        var expected: [String: TemplateValue] = [:]
        for number in 0..<100 {
            object["key \(number)"] = .int(number)
            expected["key \(number)"] = .int(number)
        }
        for number in stride(from: 0, to: 100, by: 3) {
            object["key \(number)"] = nil
            expected["key \(number)"] = nil
        }
        object["key 50"] = "fifty"
        expected["key 50"] = "fifty"
        object["key 3"] = "back"
        expected["key 3"] = "back"
        #expect(object.count == expected.count)
        for (name, value) in expected { #expect(object[name] == value, "\(name)") }
        #expect(object["key 0"] == nil)
        #expect(Dictionary(uniqueKeysWithValues: object.map { ($0.name, $0.value) }) == expected)
        #expect(object == TemplateObject(expected))
        // Shrinking below the threshold goes back to the list.
        for name in expected.keys { object[name] = nil }
        #expect(object.isEmpty)
        object["again"] = 1
        #expect(object["again"] == 1)
    }

    @Test func similarNamesAreToldApart() {
        // Keys a hash of a few bytes could confuse are still told apart by their text.
        let names = ["a", "b", "ab", "ba", "é", "e\u{301}", "", "page", "Page", "page "]
        var object = TemplateObject()
        for (index, name) in names.enumerated() { object[name] = .int(index) }
        for (index, name) in names.enumerated() { #expect(object[name] == .int(index), "\(name)") }
        #expect(object.count == names.count)
    }

    @Test func iterationFollowsTheOrderFieldsWereSet() {
        let object: TemplateObject = ["z": 1, "a": 2, "m": 3]
        #expect(object.map(\.name) == ["z", "a", "m"])
        #expect(TemplateObject(["z": 1, "a": 2, "m": 3]).map(\.name) == ["a", "m", "z"])
    }

    @Test func aTemplateReadsNestedFieldsThroughTheContextStack() throws {
        let library = try TemplateLibrary(sources: [
            "page": (path: "page.mustache", text: "{{#posts}}{{title}} in {{site.title}}; {{/posts}}{{page.params.x}}")
        ])
        let context: TemplateValue = [
            "site": ["title": "Numbers"],
            "posts": [["title": "One"], ["title": "Two", "site": ["title": "Own"]]],
            "page": ["params": .object(TemplateObject((0..<40).reduce(into: [:]) { $0["k\($1)"] = .int($1) }).adding("x", "deep"))],
        ]
        #expect(try library.render("page", context: context) == "One in Numbers; Two in Own; deep")
    }
}

extension TemplateObject {
    fileprivate func adding(_ name: String, _ value: TemplateValue) -> TemplateObject {
        var copy = self
        copy[name] = value
        return copy
    }
}
