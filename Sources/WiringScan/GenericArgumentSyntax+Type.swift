import SwiftSyntax

extension GenericArgumentSyntax {
    /// The argument when it is a type, or `nil` for a value such as `Vector<3, Int>`'s `3`.
    ///
    /// swift-syntax 602 made the argument a choice of a type or an expression (value generics);
    /// 600 and 601 hold a type only. The version marker modules tell which one is built against,
    /// so the scanner builds with every swift-syntax in its range.
    var typeArgument: TypeSyntax? {
        #if canImport(SwiftSyntax602)
        switch argument {
        case .type(let type): type
        case .expr: nil
        }
        #else
        argument
        #endif
    }
}
