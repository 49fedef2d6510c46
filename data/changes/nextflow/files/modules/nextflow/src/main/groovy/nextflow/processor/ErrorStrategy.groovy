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

package nextflow.processor

/**
 * Strategies to handle a process execution fault
 *
 * @author Paolo Di Tommaso <paolo.ditommaso@gmail.com>
 */
enum ErrorStrategy {

    TERMINATE(false),       // on error, terminate the pipeline execution, killing all pending and running tasks
    FINISH(false),          // on error, terminate the pipeline execution, waiting for pending and running tasks to complete
    IGNORE(true),           // on error, ignore it and continue
    RETRY(true);            // on error, retry

    final boolean soft

    ErrorStrategy(boolean soft) {
        this.soft = soft
    }

    static boolean isValid(CharSequence name) {
        if( !name )
            return false
        try {
            valueOf(name.toString().toUpperCase())
            return true
        }
        catch (IllegalArgumentException e) {
            return false
        }
    }
}
