/*
 * Copyright 2013-2026, Seqera Labs
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *     http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */

package nextflow.script.parser.v2

import groovy.transform.CompileStatic
import org.codehaus.groovy.control.SourceUnit
import org.codehaus.groovy.control.messages.WarningMessage
import org.codehaus.groovy.syntax.SyntaxException
/**
 * Interfaces and stdout implementation for reporting compilation errors.
 *
 * @author Ben Sherman <bentshermann@gmail.com>
 */
interface ErrorListener {
    void beforeAll()
    void beforeFile(File file)
    void beforeErrors()
    void onError(SyntaxException error, String filename, SourceUnit source)
    void onWarning(WarningMessage warning, String filename, SourceUnit source)
    void afterErrors()
    void beforeFormat(File file)
    void afterAll(ErrorSummary summary)
}


@CompileStatic
class ErrorSummary {
    int errors = 0
    int filesWithErrors = 0
    int filesWithoutErrors = 0
    int filesFormatted = 0
    int warnings = 0
    int filesWithWarnings = 0
    int filesWithoutWarnings = 0
}
