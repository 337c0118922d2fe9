/// One thing a source file refers to, read from the compiler's AST dump: a declaration by USR, or
/// a type by its mangled name, at a byte offset of the file.
struct ASTReference: Hashable, Sendable {
    /// What is referred to.
    enum Kind: Hashable, Sendable {
        /// A declaration the code calls, reads, conforms to or names, by USR (`s:ScT…9immediate…`).
        case declaration(usr: String)
        /// The type of an expression, a declaration or a generic argument, mangled (`$s15Synchronization5MutexVySiGD`).
        case type(mangled: String)
    }

    var kind: Kind
    /// The source file, as the compiler was given it.
    var file: String
    /// The byte offset in `file` of the nearest node around the reference that has a position.
    var offset: Int
}
