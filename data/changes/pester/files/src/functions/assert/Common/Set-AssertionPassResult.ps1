function Set-AssertionPassResult {
    if ($script:______isInMockParameterFilter) {
        $true
    }
}