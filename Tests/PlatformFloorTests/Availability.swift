/// What a declaration's `@available` attributes say about one platform.
struct PlatformAvailability: Equatable, Sendable {
    /// The first version with the declaration, if the attributes name one.
    var introduced: OSVersion?
    /// The first version without it again, if any.
    var obsoleted: OSVersion?
    /// Whether the platform never has it (`@available(iOS, unavailable)`).
    var unavailable = false

    /// The stricter of two statements about the same platform: the later introduction, the
    /// earlier obsoletion, unavailable if either says so.
    func stricter(_ other: PlatformAvailability) -> PlatformAvailability {
        PlatformAvailability(
            introduced: [introduced, other.introduced].compactMap { $0 }.max(),
            obsoleted: [obsoleted, other.obsoleted].compactMap { $0 }.min(),
            unavailable: unavailable || other.unavailable
        )
    }

    /// The looser of two statements about the same platform, for code that may use either
    /// declaration: the earlier introduction, the later obsoletion (none if either has none),
    /// unavailable only if both are.
    func looser(_ other: PlatformAvailability) -> PlatformAvailability {
        PlatformAvailability(
            introduced: introduced.flatMap { mine in other.introduced.map { min(mine, $0) } },
            obsoleted: obsoleted.flatMap { mine in other.obsoleted.map { max(mine, $0) } },
            unavailable: unavailable && other.unavailable
        )
    }

    /// Why code that must run on `floor` cannot use the declaration on `platform`, or `nil` when
    /// it can: `macOS 26.0`, `iOS: unavailable`, `macOS: obsoleted in 13.0`.
    func excess(on platform: Platform, floor: OSVersion) -> String? {
        if unavailable { return "\(platform.rawValue): unavailable" }
        if let obsoleted, obsoleted <= floor { return "\(platform.rawValue): obsoleted in \(obsoleted)" }
        if let introduced, introduced > floor { return "\(platform.rawValue) \(introduced)" }
        return nil
    }
}

/// What a declaration's `@available` attributes, and those of the types and extensions around it,
/// say about the platforms of the floor. A platform they do not name does not restrict it.
struct Availability: Equatable, Sendable {
    /// The statements by platform; a platform missing here is unrestricted.
    var platforms: [Platform: PlatformAvailability] = [:]

    /// Both restrictions at once: a member is no more available than the type it belongs to.
    func stricter(_ other: Availability) -> Availability {
        Availability(platforms: platforms.merging(other.platforms) { $0.stricter($1) })
    }

    /// What code may use when either of two declarations will do: a platform only one of them
    /// restricts is unrestricted.
    func looser(_ other: Availability) -> Availability {
        var result = Availability()
        for (platform, mine) in platforms {
            if let theirs = other.platforms[platform] { result.platforms[platform] = mine.looser(theirs) }
        }
        return result
    }

    /// What the declaration needs beyond `floor` (`macOS 26.0, iOS 26.0`), or `nil` when code
    /// that runs on the floor may use it.
    func excess(over floor: PlatformFloor) -> String? {
        let reasons = Platform.allCases.compactMap { platform in
            platforms[platform]?.excess(on: platform, floor: floor.version(on: platform))
        }
        return reasons.isEmpty ? nil : reasons.joined(separator: ", ")
    }
}
