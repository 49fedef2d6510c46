"""Public, attribute building APIs for Python rules."""

load("//python/private:attr_builders.bzl", _attrb = "attrb")

attrb = _attrb
