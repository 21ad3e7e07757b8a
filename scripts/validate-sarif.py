#!/usr/bin/env python3
"""Validate SARIF files written by `wiring diff --format sarif` against the SARIF 2.1.0 schema.

The schema is not part of this repository; pass the path of the official
`sarif-schema-2.1.0.json` (from the OASIS sarif-spec repository, sarif-2.1/schema/).

    scripts/validate-sarif.py --schema sarif-schema-2.1.0.json report.sarif [more.sarif …]

Needs Python's `jsonschema` package. Exit status 0 when every file is valid, 1 otherwise.
"""
import argparse
import json
import sys

try:
    import jsonschema
except ImportError:
    sys.exit("validate-sarif: needs the jsonschema package (pip install jsonschema)")


def main():
    parser = argparse.ArgumentParser(description="Validate SARIF files against the SARIF 2.1.0 JSON schema.")
    parser.add_argument("--schema", required=True, help="path of sarif-schema-2.1.0.json")
    parser.add_argument("files", nargs="+", help="SARIF files to check")
    arguments = parser.parse_args()
    with open(arguments.schema, encoding="utf-8") as handle:
        schema = json.load(handle)
    validator_class = jsonschema.validators.validator_for(schema)
    validator = validator_class(schema, format_checker=jsonschema.FormatChecker())
    failed = False
    for path in arguments.files:
        with open(path, encoding="utf-8") as handle:
            document = json.load(handle)
        errors = sorted(validator.iter_errors(document), key=lambda error: list(error.path))
        for error in errors:
            location = "/".join(str(part) for part in error.path) or "(top)"
            print(f"{path}: {location}: {error.message}")
        if errors:
            failed = True
        else:
            print(f"{path}: valid SARIF 2.1.0")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
