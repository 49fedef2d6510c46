"""Stub file for Bazel docs to link to.

The Bazel docs link to this file, but the implementation was moved.

Please see: https://rules-python.readthedocs.io/en/latest/api/rules_python/python/defs.html#py_runtime
"""
