"""Public, rule building APIs for Python rules."""

load("//python/private:rule_builders.bzl", _ruleb = "ruleb")

ruleb = _ruleb
