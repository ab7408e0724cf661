import Testing

@testable import Charts

@Test func placeholder() { #expect(Bool(true)) }
