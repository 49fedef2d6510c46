"""A list of packages that this logical testdata hub repo contains."""

packages = [
    "optional_dep",
    "pkg",
]
