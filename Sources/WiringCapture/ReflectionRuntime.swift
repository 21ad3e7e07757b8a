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

/// The function that frees a name the runtime allocated for a child (a tuple element's label).
typealias ReflectionNameFree = @convention(c) (UnsafePointer<CChar>?) -> Void

/// The number of children `Mirror` would list for a value of a type without a custom mirror; for an
/// enum, 1 when its case carries a payload.
@_silgen_name("swift_reflectionMirror_count")
func reflectionChildCount<T>(_ value: T, type: Any.Type) -> Int

/// A child of a value of a type without a custom mirror, as `Mirror` would list it: its value, and
/// its label in `name` (to be released with `free` when that is set).
@_silgen_name("swift_reflectionMirror_subscript")
func reflectionChild<T>(
    of value: T, type: Any.Type, index: Int,
    name: UnsafeMutablePointer<UnsafePointer<CChar>?>, free: UnsafeMutablePointer<ReflectionNameFree?>
) -> Any

/// The kind of value `Mirror` sees: `c` class, `e` enum, `s` struct, `t` tuple, or 0 for others.
@_silgen_name("swift_reflectionMirror_displayStyle")
func reflectionDisplayStyle<T>(_ value: T) -> CChar
