extension ManifestVocabulary {
    /// Tuist's ProjectDescription (3 and 4), as far as a project's targets and their dependencies go:
    /// `Project(…)` is the manifest's value; `Target(…)` / `.target(…)`, the dependencies
    /// (`.target`, `.project`, `.external`, `.package`, `.sdk`, `.xcframework`, …), the packages,
    /// sources and settings are kept whole for `TuistProjectReading`. Every other member of the
    /// library is a value kept whole and read by no one.
    package static let projectDescription = ManifestVocabulary(
        rootType: "Project",
        types: projectDescriptionTypes,
        factories: [
            "Target": ["target"],
            "TargetDependency": [
                "target", "project", "external", "package", "sdk", "xcframework", "framework", "library", "xctest", "macro", "cocoapods",
            ],
            "Package": ["remote", "local", "package"],
            "Path": ["relativeToRoot", "relativeToManifest", "relativeToCurrentFile", "path"],
            "SourceFileGlob": ["glob"],
            "SourceFilesList": ["sourceFilesList", "paths"],
            "Settings": ["settings"],
            "BuildableFolder": ["folder"],
        ],
        argumentTypes: [
            "Project.targets": "[Target]", "Project.packages": "[Package]", "Project.settings": "Settings",
            "Project.name": "String", "Project.schemes": "[Scheme]",
            "Target.name": "String", "Target.productName": "String", "Target.product": "Product",
            "Target.destinations": "Destinations", "Target.sources": "SourceFilesList", "Target.settings": "Settings",
            "Target.dependencies": "[TargetDependency]", "Target.buildableFolders": "[BuildableFolder]",
            "Target.resources": "ResourceFileElements", "Target.infoPlist": "InfoPlist", "Target.scripts": "[TargetScript]",
            "TargetDependency.project.path": "Path", "TargetDependency.xcframework.path": "Path",
            "TargetDependency.framework.path": "Path", "TargetDependency.library.path": "Path",
            "TargetDependency.sdk.type": "SDKType", "TargetDependency.sdk.status": "SDKStatus",
            "Package.local.path": "Path", "Package.remote.requirement": "Package.Requirement",
            "SourceFilesList.globs": "[SourceFileGlob]", "SourceFilesList.paths": "[Path]",
            "SourceFileGlob.glob": "Path", "SourceFileGlob.excluding": "[Path]",
            "Settings.base": "SettingsDictionary", "Settings.configurations": "[Configuration]",
            "Settings.debug": "SettingsDictionary", "Settings.release": "SettingsDictionary", "Configuration.settings": "SettingsDictionary",
            "Settings.defaultSettings": "DefaultSettings", "Configuration.name": "ConfigurationName", "Configuration.xcconfig": "Path",
            "Target.deploymentTargets": "DeploymentTargets", "Target.entitlements": "Entitlements", "Project.options": "Project.Options",
            "Workspace.projects": "[Path]",
        ],
        stringLiteralTypes: [
            "String", "Path", "SourceFilesList", "SourceFileGlob", "ResourceFileElement", "ResourceFileElements", "InfoPlist", "Entitlements",
            "SettingValue", "BuildableFolder", "Version", "ConfigurationName", "Plist.Value", "FileList", "FileElement",
        ],
        // Every type of ProjectDescription has a public initializer: its values are kept whole.
        initializers: projectDescriptionTypes,
        // Types that conform to `ExpressibleByArrayLiteral`, and `Destinations`, a set.
        arrayLiteralTypes: ["SourceFilesList", "ResourceFileElements", "FileList", "Destinations", "Plist.Value"],
        targetTypes: [:],
        testTargetType: nil,
        dictionaryTypes: ["SettingsDictionary"],
        dictionarySetters: settingsDictionarySetters)

    /// ProjectDescription's methods on `SettingsDictionary` and the keys each sets (each is a
    /// `merging(_:)` of these keys in the library's source); none sets a module or product name.
    package static let settingsDictionarySetters: [String: [String]] = [
        "manualCodeSigning": ["CODE_SIGN_STYLE", "PROVISIONING_PROFILE_SPECIFIER", "CODE_SIGN_IDENTITY"],
        "automaticCodeSigning": ["CODE_SIGN_STYLE", "DEVELOPMENT_TEAM"],
        "codeSignIdentityAppleDevelopment": ["CODE_SIGN_IDENTITY"], "codeSignIdentity": ["CODE_SIGN_IDENTITY"],
        "currentProjectVersion": ["CURRENT_PROJECT_VERSION"], "marketingVersion": ["MARKETING_VERSION"],
        "appleGenericVersioningSystem": ["VERSIONING_SYSTEM"],
        "versionInfo": ["VERSION_INFO_STRING", "VERSION_INFO_PREFIX", "VERSION_INFO_SUFFIX"],
        "swiftVersion": ["SWIFT_VERSION"], "otherSwiftFlags": ["OTHER_SWIFT_FLAGS"],
        "swiftActiveCompilationConditions": ["SWIFT_ACTIVE_COMPILATION_CONDITIONS"],
        "swiftCompilationMode": ["SWIFT_COMPILATION_MODE"], "swiftOptimizationLevel": ["SWIFT_OPTIMIZATION_LEVEL"],
        "swiftOptimizeObjectLifetimes": ["SWIFT_OPTIMIZE_OBJECT_LIFETIME"],
        "swiftObjcBridgingHeaderPath": ["SWIFT_OBJC_BRIDGING_HEADER"], "swiftObjcBridingHeaderPath": ["SWIFT_OBJC_BRIDGING_HEADER"],
        "otherCFlags": ["OTHER_CFLAGS"], "otherLinkerFlags": ["OTHER_LDFLAGS"], "bitcodeEnabled": ["ENABLE_BITCODE"],
        "debugInformationFormat": ["DEBUG_INFORMATION_FORMAT"],
        "applicationCategory": ["INFOPLIST_KEY_LSApplicationCategoryType"], "bundleDisplayName": ["INFOPLIST_KEY_CFBundleDisplayName"],
    ]

    /// The types of ProjectDescription a manifest may name.
    package static let projectDescriptionTypes: Set<String> = [
        "Project", "Project.Options", "Target", "TargetDependency", "Product", "Destination", "Destinations", "Platform",
        "DeploymentTargets", "DeploymentTarget", "SourceFilesList", "SourceFileGlob", "ResourceFileElements",
        "ResourceFileElement", "Settings", "SettingsDictionary", "SettingValue", "Configuration", "ConfigurationName",
        "DefaultSettings", "InfoPlist", "Plist", "Plist.Value", "Path", "Package", "Scheme", "TargetScript", "Headers",
        "CopyFilesAction", "CoreDataModel", "Entitlements", "LaunchArgument", "Arguments", "BuildableFolder",
        "BuildAction", "TestAction", "RunAction", "ArchiveAction", "ProfileAction", "AnalyzeAction", "ExecutionAction",
        "TargetReference", "TestableTarget", "SDKStatus", "SDKType", "LinkingStatus", "FileList", "FileElement",
        "ResourceSynthesizer", "BuildRule", "TargetMetadata", "Version", "Requirement", "Package.Requirement",
        "EnvironmentVariable", "OnDemandResourcesTags", "MetadataTag", "PackageSettings", "Workspace",
        "Dependencies", "SwiftPackageManagerDependencies", "ProjectDescription",
    ]

    /// Workspace.swift's library: `Workspace(…)` is the manifest's value.
    package static let workspaceDescription = ManifestVocabulary(
        rootType: "Workspace", types: projectDescription.types, factories: projectDescription.factories,
        argumentTypes: projectDescription.argumentTypes, stringLiteralTypes: projectDescription.stringLiteralTypes,
        initializers: projectDescription.initializers)

    /// Tuist 3's `Tuist/Dependencies.swift`: `Dependencies(…)` is the manifest's value.
    package static let dependenciesDescription = ManifestVocabulary(
        rootType: "Dependencies", types: projectDescription.types, factories: projectDescription.factories,
        argumentTypes: projectDescription.argumentTypes.merging([
            "Dependencies.swiftPackageManager": "SwiftPackageManagerDependencies",
            "SwiftPackageManagerDependencies.init": "[Package]",
        ]) { first, _ in first },
        stringLiteralTypes: projectDescription.stringLiteralTypes, initializers: projectDescription.initializers)
}
