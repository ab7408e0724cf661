import Testing

@testable import SiteKit

@Test func placeholder() { #expect(Bool(true)) }
