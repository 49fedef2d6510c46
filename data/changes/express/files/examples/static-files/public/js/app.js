// foo
