import Testing

@testable import Templates

@Test func placeholder() { #expect(Bool(true)) }
