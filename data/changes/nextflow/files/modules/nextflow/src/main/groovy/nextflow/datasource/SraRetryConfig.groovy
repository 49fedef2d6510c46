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

package nextflow.datasource

import groovy.transform.CompileStatic
import groovy.transform.EqualsAndHashCode
import groovy.transform.ToString
import io.seqera.util.retry.Retryable
import nextflow.util.Duration
/**
 * Models retry policy configuration for Sra queries
 *
 * @author Jorge Ejarque <jorge.ejarque@seqera.io>
 */
@ToString(includePackage = false, includeNames = true)
@EqualsAndHashCode
@CompileStatic
class SraRetryConfig implements Retryable.Config {
    Duration delay = Duration.of('500ms')
    Duration maxDelay = Duration.of('30s')
    int maxAttempts = 3
    double jitter = 0.25
    double multiplier = 2.0

    SraRetryConfig() {
        this(Collections.emptyMap())
    }

    SraRetryConfig(Map config) {
        if( config.delay )
            delay = config.delay as Duration
        if( config.maxDelay )
            maxDelay = config.maxDelay as Duration
        if( config.maxAttempts )
            maxAttempts = config.maxAttempts as int
        if( config.jitter )
            jitter = config.jitter as double
        if( config.multiplier )
            multiplier = config.multiplier as double
    }

    Duration getDelay() {
        return delay
    }

    Duration getMaxDelay() {
        return maxDelay
    }

    @Override
    int getMaxAttempts() {
        return maxAttempts
    }

    @Override
    double getJitter() {
        return jitter
    }

    @Override
    double getMultiplier() {
        return multiplier
    }
}
