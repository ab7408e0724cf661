import Testing

@testable import Preview

@Test func placeholder() { #expect(Bool(true)) }
