import Foundation
import Testing
@testable import WiringScan

/// The bytes read before the parse, kept for it within a bound.
@Suite("Bytes read ahead of the parse")
struct ReadAheadTests {
    @Test("Bytes are kept while they fit the bound, and handed over once")
    func keptWithinTheBound() {
        let ahead = ReadAhead(count: 3, limit: 10)
        ahead.keep(0, Data(repeating: 1, count: 6))
        ahead.keep(1, Data(repeating: 2, count: 5))
        ahead.keep(2, Data(repeating: 3, count: 4))
        #expect(ahead.size(0) == 6)
        #expect(ahead.size(1) == nil)
        #expect(ahead.size(2) == 4)
        #expect(ahead.take(0) == Data(repeating: 1, count: 6))
        #expect(ahead.take(0) == nil)
        #expect(ahead.take(1) == nil)
        #expect(ahead.size(2) == 4)
    }
}
