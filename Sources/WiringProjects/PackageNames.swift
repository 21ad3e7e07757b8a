/// Which package a product comes from, told by their names alone, for a package whose manifest is
/// not read (a remote one: its products are not on disk). SwiftPM's naming habits decide:
/// `ComposableArchitecture` in `swift-composable-architecture`, `NukeUI` in `Nuke`, `RxMoya` in
/// `Moya`, `FirebaseAnalytics` in `firebase-ios-sdk`, and a package that wraps one product in words
/// of its own (`NMapsMap` in `SPM-NMapsMap`, `GoogleMobileAds` in
/// `swift-package-manager-google-mobile-ads`).
package enum PackageNames {
    /// The package among some (by identity) whose name fits a product best, or `nil` when none fits.
    ///
    /// A name equal to the product's fits best; else the longest package stem (at least four
    /// letters) the product's name starts or ends with, or the product's name (at least six
    /// letters) a package stem starts or ends with, or the stem of a package named as a family
    /// (`RxSwift`: the stem `Rx` before a wrapping word) that the product's name starts with,
    /// followed by one word (`RxCocoa`, `RxRelay`); a tie goes to the identity first in order.
    ///
    /// - Parameters:
    ///   - product: The product's name.
    ///   - identities: The packages' identities (`firebase-ios-sdk`).
    package static func bestFit(_ product: String, among identities: [String]) -> String? {
        fit(product, among: identities)?.identity
    }

    /// Whether the package `bestFit(_:among:)` gives a product fits it only as a family's product
    /// (`RxCocoa` in `rxswift`): a guess from a naming habit alone, which another package of the
    /// family's (`RxGesture`, a package of its own) also matches, so whoever places it says so.
    ///
    /// - Parameters:
    ///   - product: The product's name.
    ///   - identities: The packages' identities.
    package static func fitsByFamilyOnly(_ product: String, among identities: [String]) -> Bool {
        fit(product, among: identities)?.byFamily == true
    }

    private static func fit(_ product: String, among identities: [String]) -> (identity: String, byFamily: Bool)? {
        let key = key(product)
        let written = Array(product.filter { $0.isLetter || $0.isNumber })
        var best: (length: Int, identity: String, byFamily: Bool)?
        for identity in identities {
            for (index, stem) in stems(identity).enumerated() {
                let length: Int
                var byFamily = false
                if stem == key {
                    length = Int.max
                } else if stem.count >= 4, key.hasPrefix(stem) || key.hasSuffix(stem) {
                    length = stem.count
                } else if key.count >= 6, stem.hasPrefix(key) || stem.hasSuffix(key) {
                    length = key.count
                } else if index > 0, stem.count >= 2, key.hasPrefix(stem), isOneWord(written.dropFirst(stem.count)) {
                    // A product of a family the package names: `RxCocoa` of `RxSwift`, its stem `rx` followed by one
                    // word; more words (`RxKakaoSDK`) name another package of the family's.
                    length = stem.count
                    byFamily = true
                } else {
                    continue
                }
                if best == nil || length > best!.length || (length == best!.length && identity < best!.identity) {
                    best = (length, identity, byFamily)
                } else if length == best!.length, identity == best!.identity {
                    best!.byFamily = best!.byFamily && byFamily
                }
            }
        }
        return best.map { ($0.identity, $0.byFamily) }
    }

    /// Whether letters are one capitalized word (`Cocoa`, not `KakaoSDK`).
    private static func isOneWord(_ letters: ArraySlice<Character>) -> Bool {
        guard letters.count >= 2, letters.first!.isUppercase else { return false }
        return letters.dropFirst().allSatisfy(\.isLowercase)
    }

    /// A name as identities are compared: letters and digits, lower case.
    package static func key(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// An identity's key, and the key without the words packages wrap a product's name in
    /// (`swift-` before; `-swift`, `-ios`, `-sdk` after).
    package static func stems(_ identity: String) -> [String] {
        var stems = [key(identity)]
        var stem = stems[0]
        if stem.hasPrefix("swift"), stem.count > 5 { stem.removeFirst(5) }
        for suffix in ["sdk", "ios", "swift"] where stem.hasSuffix(suffix) && stem.count > suffix.count {
            stem.removeLast(suffix.count)
        }
        if stem != stems[0] { stems.append(stem) }
        return stems
    }
}
