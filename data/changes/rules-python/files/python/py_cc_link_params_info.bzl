"""Public entry point for PyCcLinkParamsInfo."""

load("//python/private:py_cc_link_params_info.bzl", _PyCcLinkParamsInfo = "PyCcLinkParamsInfo")

PyCcLinkParamsInfo = _PyCcLinkParamsInfo
