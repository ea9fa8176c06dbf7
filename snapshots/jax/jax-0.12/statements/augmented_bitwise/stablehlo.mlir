module @jit_augmented_bitwise attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>) -> (tensor<i32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.or %arg0, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<14> : tensor<i32>
    %1 = stablehlo.and %0, %c_0 : tensor<i32>
    %c_1 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.xor %1, %c_1 : tensor<i32>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %3 = stablehlo.shift_left %2, %c_2 : tensor<i32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %4 = stablehlo.shift_right_arithmetic %3, %c_3 : tensor<i32>
    return %4 : tensor<i32>
  }
}
