"python_stdlib_list module extension for use with bzlmod"

load("//python/private:extensions.bzl", _python_stdlib_list = "python_stdlib_list")

python_stdlib_list = _python_stdlib_list
