/// The Swift runtime's reflection entry points that capture calls directly (the ones `Mirror`
/// itself is built on), declared once for the whole module.

/// The layout of the runtime's field description (`_FieldReflectionMetadata`).
struct FieldReflectionMetadata {
    var name: UnsafePointer<CChar>? = nil
    var freeFunc: (@convention(c) (UnsafePointer<CChar>?) -> Void)? = nil
    var isStrong: Bool = false
    var isVar: Bool = false
}

/// The number of stored fields the runtime's reflection metadata lists for a type.
@_silgen_name("swift_reflectionMirror_recursiveCount")
func reflectionRecursiveCount(_ type: Any.Type) -> Int

/// The byte offset of a class's or struct's stored field at `index`.
@_silgen_name("swift_reflectionMirror_recursiveChildOffset")
func reflectionRecursiveChildOffset(_ type: Any.Type, index: Int) -> Int

/// The type of a type's stored field at `index`, with its name and ownership in `fieldMetadata`.
@_silgen_name("swift_reflectionMirror_recursiveChildMetadata")
func reflectionRecursiveChildMetadata(
    _ type: Any.Type, index: Int, fieldMetadata: UnsafeMutablePointer<FieldReflectionMetadata>
) -> Any.Type
