module @jit_builtin_len_range attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>) -> (tensor<i32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.multiply %arg0, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.add %c_0, %0 : tensor<i32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.multiply %arg1, %c_1 : tensor<i32>
    %3 = stablehlo.add %1, %2 : tensor<i32>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %4 = stablehlo.multiply %arg2, %c_2 : tensor<i32>
    %5 = stablehlo.add %3, %4 : tensor<i32>
    %c_3 = stablehlo.constant dense<3> : tensor<i32>
    %6 = stablehlo.multiply %arg3, %c_3 : tensor<i32>
    %7 = stablehlo.add %5, %6 : tensor<i32>
    %c_4 = stablehlo.constant dense<4> : tensor<i32>
    %8 = stablehlo.multiply %arg4, %c_4 : tensor<i32>
    %9 = stablehlo.add %7, %8 : tensor<i32>
    return %9 : tensor<i32>
  }
}
