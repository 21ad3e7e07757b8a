import WiringModel

/// A value found inside the object being read, waiting to be looked at.
struct PendingValue {
    /// The value, or `nil` for plain values that are only counted and for `object`.
    var value: Any? = nil
    /// The value when it is known to be an object (or a `nil` optional object), read without a cast.
    var object: AnyObject? = nil
    /// How many values this entry stands for (plain elements of an array are counted together).
    let weight: Int
    /// The path of the container the value was found in, if it is not a property of the object.
    let prefix: String?
    /// The property name or element index that leads to the value.
    let name: String
    /// How the property holds the value.
    let strength: ReferenceStrength
}
